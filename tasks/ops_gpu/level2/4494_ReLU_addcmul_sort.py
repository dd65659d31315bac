"""ReLU -> torch.addcmul -> torch.sort: synthesised by warpgym synth (seed 8, index 85, torch#3, dim 0 x1885)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReLU -> torch.addcmul -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.relu_0 = nn.ReLU()

    def forward(self, x, x1, x2):
        x = self.relu_0(x)
        x = torch.addcmul(x, x1, x2)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(7540, 32, 32, 32), torch.randn(7540, 32, 32, 32), torch.randn(7540, 32, 32, 32)]


def get_init_inputs():
    return []
