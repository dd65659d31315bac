"""ConvTranspose3d -> torch.logaddexp2: synthesised by warpgym synth (seed 7, index 3857, torch#2, dim 0 x1160)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ConvTranspose3d -> torch.logaddexp2"""

    def __init__(self):
        super().__init__()
        self.convtranspose3d_0 = nn.ConvTranspose3d(in_channels=16, kernel_size=3, out_channels=8)

    def forward(self, x, x1):
        x = self.convtranspose3d_0(x)
        x = torch.logaddexp2(x, x1)
        return x


def get_inputs():
    return [torch.randn(4640, 16, 8, 8, 8), torch.randn(4640, 8, 10, 10, 10)]


def get_init_inputs():
    return []
