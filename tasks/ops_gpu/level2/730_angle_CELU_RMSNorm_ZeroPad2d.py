"""torch.angle -> CELU -> RMSNorm -> ZeroPad2d: synthesised by warpgym synth (seed 7, index 1174, torch#4, dim 0 x8508)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> CELU -> RMSNorm -> ZeroPad2d"""

    def __init__(self):
        super().__init__()
        self.celu_1 = nn.CELU()
        self.rmsnorm_2 = nn.RMSNorm(normalized_shape=256)
        self.zeropad2d_3 = nn.ZeroPad2d(padding=1)

    def forward(self, x):
        x = torch.angle(x)
        x = self.celu_1(x)
        x = self.rmsnorm_2(x)
        x = self.zeropad2d_3(x)
        return x


def get_inputs():
    return [torch.randn(1089024, 256)]


def get_init_inputs():
    return []
