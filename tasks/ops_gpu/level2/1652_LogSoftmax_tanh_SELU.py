"""LogSoftmax -> F.tanh -> SELU: synthesised by warpgym synth (seed 7, index 2619, torch#3, dim 0 x1809)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSoftmax -> F.tanh -> SELU"""

    def __init__(self):
        super().__init__()
        self.logsoftmax_0 = nn.LogSoftmax()
        self.selu_2 = nn.SELU()

    def forward(self, x):
        x = self.logsoftmax_0(x)
        x = F.tanh(x)
        x = self.selu_2(x)
        return x


def get_inputs():
    return [torch.randn(57888, 128, 64)]


def get_init_inputs():
    return []
