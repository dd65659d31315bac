"""torch.sub -> RMSNorm -> Tanhshrink: synthesised by warpgym synth (seed 7, index 3081, torch#3, dim 0 x127)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sub -> RMSNorm -> Tanhshrink"""

    def __init__(self):
        super().__init__()
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=128)
        self.tanhshrink_2 = nn.Tanhshrink()

    def forward(self, x, x1):
        x = torch.sub(x, x1)
        x = self.rmsnorm_1(x)
        x = self.tanhshrink_2(x)
        return x


def get_inputs():
    return [torch.randn(1016, 256, 128), torch.randn(1016, 256, 128)]


def get_init_inputs():
    return []
