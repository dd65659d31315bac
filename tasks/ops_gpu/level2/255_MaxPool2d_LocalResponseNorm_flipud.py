"""MaxPool2d -> LocalResponseNorm -> torch.flipud: synthesised by warpgym synth (seed 7, index 392, torch#3, dim 0 x1216)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool2d -> LocalResponseNorm -> torch.flipud"""

    def __init__(self):
        super().__init__()
        self.maxpool2d_0 = nn.MaxPool2d(kernel_size=3)
        self.localresponsenorm_1 = nn.LocalResponseNorm(size=4)

    def forward(self, x):
        x = self.maxpool2d_0(x)
        x = self.localresponsenorm_1(x)
        x = torch.flipud(x)
        return x


def get_inputs():
    return [torch.randn(19456, 32, 16, 16)]


def get_init_inputs():
    return []
