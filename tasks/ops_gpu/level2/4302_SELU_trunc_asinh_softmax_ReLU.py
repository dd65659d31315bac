"""SELU -> torch.trunc -> torch.asinh -> F.softmax -> ReLU: synthesised by warpgym synth (seed 7, index 6758, torch#5, dim 0 x1082)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """SELU -> torch.trunc -> torch.asinh -> F.softmax -> ReLU"""

    def __init__(self):
        super().__init__()
        self.selu_0 = nn.SELU()
        self.relu_4 = nn.ReLU()

    def forward(self, x):
        x = self.selu_0(x)
        x = torch.trunc(x)
        x = torch.asinh(x)
        x = F.softmax(x)
        x = self.relu_4(x)
        return x


def get_inputs():
    return [torch.randn(553984, 256)]


def get_init_inputs():
    return []
