"""F.adaptive_max_pool3d_with_indices -> torch.adjoint -> CrossMapLRN2d -> Threshold: synthesised by warpgym synth (seed 7, index 1383, torch#4, dim 0 x5326)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.adaptive_max_pool3d_with_indices -> torch.adjoint -> CrossMapLRN2d -> Threshold"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_2 = nn.CrossMapLRN2d(size=4)
        self.threshold_3 = nn.Threshold(threshold=0.5, value=0.5)

    def forward(self, x):
        x = F.adaptive_max_pool3d_with_indices(x, output_size=4)[0]
        x = torch.adjoint(x)
        x = self.crossmaplrn2d_2(x)
        x = self.threshold_3(x)
        return x


def get_inputs():
    return [torch.randn(21304, 32, 32, 32)]


def get_init_inputs():
    return []
