"""F.log_softmax -> GLU: synthesised by warpgym synth (seed 7, index 3197, torch#2, dim 0 x10557)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.log_softmax -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = F.log_softmax(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(2702592, 256)]


def get_init_inputs():
    return []
