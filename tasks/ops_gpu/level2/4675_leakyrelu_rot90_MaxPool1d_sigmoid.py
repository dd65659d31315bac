"""F.leaky_relu -> torch.rot90 -> MaxPool1d -> F.sigmoid: synthesised by warpgym synth (seed 8, index 374, torch#4, dim 0 x508)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> torch.rot90 -> MaxPool1d -> F.sigmoid"""

    def __init__(self):
        super().__init__()
        self.maxpool1d_2 = nn.MaxPool1d(kernel_size=3)

    def forward(self, x):
        x = F.leaky_relu(x)
        x = torch.rot90(x)
        x = self.maxpool1d_2(x)
        x = F.sigmoid(x)
        return x


def get_inputs():
    return [torch.randn(4064, 256, 128)]


def get_init_inputs():
    return []
