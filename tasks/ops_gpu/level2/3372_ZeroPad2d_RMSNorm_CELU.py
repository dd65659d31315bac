"""ZeroPad2d -> RMSNorm -> CELU: synthesised by warpgym synth (seed 7, index 5304, torch#3, dim 0 x1102)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad2d -> RMSNorm -> CELU"""

    def __init__(self):
        super().__init__()
        self.zeropad2d_0 = nn.ZeroPad2d(padding=1)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=1026)
        self.celu_2 = nn.CELU()

    def forward(self, x):
        x = self.zeropad2d_0(x)
        x = self.rmsnorm_1(x)
        x = self.celu_2(x)
        return x


def get_inputs():
    return [torch.randn(70528, 1024)]


def get_init_inputs():
    return []
