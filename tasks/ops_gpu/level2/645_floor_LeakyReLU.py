"""torch.floor -> LeakyReLU: synthesised by warpgym synth (seed 7, index 1038, torch#2, dim 0 x1735)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.floor -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.leakyrelu_1 = nn.LeakyReLU()

    def forward(self, x):
        x = torch.floor(x)
        x = self.leakyrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(888320, 256)]


def get_init_inputs():
    return []
