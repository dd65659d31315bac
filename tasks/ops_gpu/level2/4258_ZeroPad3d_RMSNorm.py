"""ZeroPad3d -> RMSNorm: synthesised by warpgym synth (seed 7, index 6691, torch#2, dim 0 x188)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> RMSNorm"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)
        self.rmsnorm_1 = nn.RMSNorm(normalized_shape=130)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = self.rmsnorm_1(x)
        return x


def get_inputs():
    return [torch.randn(1504, 256, 128)]


def get_init_inputs():
    return []
