"""AdaptiveMaxPool1d -> torch.atan2 -> ReLU: synthesised by warpgym synth (seed 7, index 6432, torch#3, dim 0 x30382)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """AdaptiveMaxPool1d -> torch.atan2 -> ReLU"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool1d_0 = nn.AdaptiveMaxPool1d(output_size=4)
        self.relu_2 = nn.ReLU()

    def forward(self, x, x1):
        x = self.adaptivemaxpool1d_0(x)
        x = torch.atan2(x, x1)
        x = self.relu_2(x)
        return x


def get_inputs():
    return [torch.randn(3888896, 256), torch.randn(3888896, 4)]


def get_init_inputs():
    return []
