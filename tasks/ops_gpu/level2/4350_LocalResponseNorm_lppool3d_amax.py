"""LocalResponseNorm -> F.lp_pool3d -> torch.amax: synthesised by warpgym synth (seed 7, index 6829, torch#3, dim 0 x107)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LocalResponseNorm -> F.lp_pool3d -> torch.amax"""

    def __init__(self):
        super().__init__()
        self.localresponsenorm_0 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.localresponsenorm_0(x)
        x = F.lp_pool3d(x, kernel_size=3, norm_type=2)
        x = torch.amax(x)
        return x


def get_inputs():
    return [torch.randn(856, 64, 16, 16)]


def get_init_inputs():
    return []
