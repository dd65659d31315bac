"""Linear -> F.selu -> F.native_channel_shuffle: synthesised by warpgym synth (seed 7, index 2041, torch#3, dim 0 x3971)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Linear -> F.selu -> F.native_channel_shuffle"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=32, out_features=32)

    def forward(self, x):
        x = self.linear_0(x)
        x = F.selu(x)
        x = F.native_channel_shuffle(x, 2)
        return x


def get_inputs():
    return [torch.randn(15884, 32, 32, 32)]


def get_init_inputs():
    return []
