"""torch.narrow -> ReLU -> F.relu: synthesised by warpgym synth (seed 7, index 2181, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.narrow -> ReLU -> F.relu"""

    def __init__(self):
        super().__init__()
        self.relu_1 = nn.ReLU()

    def forward(self, x):
        x = torch.narrow(x, -1, 2, 2)
        x = self.relu_1(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(256, 512)]


def get_init_inputs():
    return []
