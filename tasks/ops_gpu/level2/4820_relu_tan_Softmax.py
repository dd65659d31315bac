"""F.relu -> torch.tan -> Softmax: synthesised by warpgym synth (seed 9, index 143, torch#3, dim 0 x3816)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> torch.tan -> Softmax"""

    def __init__(self):
        super().__init__()
        self.softmax_2 = nn.Softmax()

    def forward(self, x):
        x = F.relu(x)
        x = torch.tan(x)
        x = self.softmax_2(x)
        return x


def get_inputs():
    return [torch.randn(488448, 256)]


def get_init_inputs():
    return []
