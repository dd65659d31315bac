"""RReLU -> F.max_pool3d_with_indices -> ConvTranspose3d -> torch.divide: synthesised by warpgym synth (seed 9, index 161, torch#4, dim 0 x29040)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> F.max_pool3d_with_indices -> ConvTranspose3d -> torch.divide"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()
        self.convtranspose3d_2 = nn.ConvTranspose3d(in_channels=8, kernel_size=3, out_channels=5)

    def forward(self, x, x1):
        x = self.rrelu_0(x)
        x = F.max_pool3d_with_indices(x, kernel_size=3)[0]
        x = self.convtranspose3d_2(x)
        x = torch.divide(x, x1)
        return x


def get_inputs():
    return [torch.randn(58080, 8, 8, 16, 16), torch.randn(58080, 5, 4, 7, 7)]


def get_init_inputs():
    return []
