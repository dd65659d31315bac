"""F.softsign -> torch.cumsum -> torch.arctan2 -> torch.cov -> MaxPool1d: synthesised by warpgym synth (seed 7, index 4427, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> torch.cumsum -> torch.arctan2 -> torch.cov -> MaxPool1d"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_4 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x, x1):
        x = F.softsign(x)
        x = torch.cumsum(x, -1)
        x = torch.arctan2(x, x1)
        x = torch.cov(x)
        x = self.maxpool1d_4(x)
        return x


def get_inputs():
    return [torch.randn(512, 256), torch.randn(512, 256)]


def get_init_inputs():
    return []
