"""MaxPool2d -> L1Loss: synthesised by warpgym synth (seed 7, index 886, torch#2, dim 0 x6777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> L1Loss"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.l1loss_1 = nn.L1Loss()

    def forward(self, x, x1):
        x = self.maxpool2d_0(x)
        x = self.l1loss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(108432, 64, 128), torch.randn(108432, 21, 42)]


def get_init_inputs():
    return []
