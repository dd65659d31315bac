"""F.leaky_relu -> CrossEntropyLoss: synthesised by warpgym synth (seed 7, index 5770, torch#2, dim 0 x181)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.leaky_relu -> CrossEntropyLoss"""

    def __init__(self):
        super().__init__()
        self.crossentropyloss_1 = nn.CrossEntropyLoss()

    def forward(self, x, x1):
        x = F.leaky_relu(x)
        x = self.crossentropyloss_1(x, x1)
        return x


def get_inputs():
    return [torch.randn(1448, 256, 128), torch.randn(1448, 256, 128)]


def get_init_inputs():
    return []
