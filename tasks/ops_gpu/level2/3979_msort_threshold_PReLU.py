"""torch.msort -> F.threshold -> PReLU: synthesised by warpgym synth (seed 7, index 6260, torch#3, dim 0 x448)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.msort -> F.threshold -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_2 = nn.PReLU()

    def forward(self, x):
        x = torch.msort(x)
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.prelu_2(x)
        return x


def get_inputs():
    return [torch.randn(3584, 16, 32, 32)]


def get_init_inputs():
    return []
