"""torch.logaddexp2 -> CrossMapLRN2d -> SELU -> MaxPool3d: synthesised by warpgym synth (seed 7, index 4280, torch#4, dim 0 x1)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.logaddexp2 -> CrossMapLRN2d -> SELU -> MaxPool3d"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_1 = nn.CrossMapLRN2d(size=4)
        self.selu_2 = nn.SELU()
        self.maxpool3d_3 = nn.MaxPool3d(kernel_size=3)

    def forward(self, x, x1):
        x = torch.logaddexp2(x, x1)
        x = self.crossmaplrn2d_1(x)
        x = self.selu_2(x)
        x = self.maxpool3d_3(x)
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16), torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
