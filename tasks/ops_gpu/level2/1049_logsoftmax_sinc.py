"""F.log_softmax -> torch.sinc: synthesised by warpgym synth (seed 7, index 1706, torch#2, dim 0 x2627)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> torch.sinc"""

    def __init__(self):
        super().__init__()

    def forward(self, x):
        x = F.log_softmax(x)
        x = torch.sinc(x)
        return x


def get_inputs():
    return [torch.randn(672512, 256)]


def get_init_inputs():
    return []
