"""MaxPool1d -> torch.cummax -> Softmin: synthesised by warpgym synth (seed 7, index 3257, torch#3, dim 0 x8411)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """MaxPool1d -> torch.cummax -> Softmin"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_0 = nn.MaxPool1d(kernel_size=3)
        self.softmin_2 = nn.Softmin()

    def forward(self, x):
        x = self.maxpool1d_0(x)
        x = torch.cummax(x, -1)[0]
        x = self.softmin_2(x)
        return x


def get_inputs():
    return [torch.randn(1076608, 256)]


def get_init_inputs():
    return []
