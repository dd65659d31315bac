"""CrossMapLRN2d -> GELU -> L1Loss: synthesised by warpgym synth (seed 7, index 4582, torch#3, dim 0 x282)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CrossMapLRN2d -> GELU -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.crossmaplrn2d_0 = nn.CrossMapLRN2d(size=4)
        self.gelu_1 = nn.GELU()
        self.l1loss_2 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.crossmaplrn2d_0(x)
        x = self.gelu_1(x)
        x = self.l1loss_2(x, x1)
        return x


def get_inputs():
    return [torch.randn(4512, 32, 16, 16), torch.randn(4512, 32, 16, 16)]


def get_init_inputs():
    return []
