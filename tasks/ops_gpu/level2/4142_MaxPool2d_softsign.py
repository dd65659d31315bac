"""MaxPool2d -> F.softsign: synthesised by warpgym synth (seed 7, index 6503, torch#2, dim 0 x7185)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> F.softsign"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = F.softsign(x)
        return x


def get_inputs():
    return [torch.randn(114960, 64, 128)]


def get_init_inputs():
    return []
