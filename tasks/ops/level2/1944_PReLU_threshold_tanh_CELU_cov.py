"""PReLU -> F.threshold -> F.tanh -> CELU -> torch.cov: synthesised by warpgym synth (seed 7, index 2568, torch#5)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """PReLU -> F.threshold -> F.tanh -> CELU -> torch.cov"""

    def __init__(self):
        super().__init__()
        self.prelu_0 = nn.PReLU()
        self.celu_3 = nn.CELU()

    def forward(self, x):
        x = self.prelu_0(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = F.tanh(x)
        x = self.celu_3(x)
        x = torch.cov(x)
        return x


def get_inputs():
    return [torch.randn(512, 256)]


def get_init_inputs():
    return []
