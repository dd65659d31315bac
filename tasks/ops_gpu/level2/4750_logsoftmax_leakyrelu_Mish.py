"""F.log_softmax -> F.leaky_relu -> Mish: synthesised by warpgym synth (seed 9, index 42, torch#3, dim 0 x3264)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> F.leaky_relu -> Mish"""

    def __init__(self):
        super().__init__()
        self.mish_2 = nn.Mish()

    def forward(self, x):
        x = F.log_softmax(x)
        x = F.leaky_relu(x)
        x = self.mish_2(x)
        return x


def get_inputs():
    return [torch.randn(835584, 256)]


def get_init_inputs():
    return []
