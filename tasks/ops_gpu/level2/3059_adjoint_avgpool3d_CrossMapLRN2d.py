"""torch.adjoint -> F.avg_pool3d -> CrossMapLRN2d: synthesised by warpgym synth (seed 7, index 4836, torch#3, dim 0 x1593)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.adjoint -> F.avg_pool3d -> CrossMapLRN2d"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_2 = nn.CrossMapLRN2d(size=4)

    def forward(self, x):
        x = torch.adjoint(x)
        x = F.avg_pool3d(x, 3)
        x = self.crossmaplrn2d_2(x)
        return x


def get_inputs():
    return [torch.randn(6372, 32, 32, 32)]


def get_init_inputs():
    return []
