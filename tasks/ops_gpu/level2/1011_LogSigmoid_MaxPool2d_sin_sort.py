"""LogSigmoid -> MaxPool2d -> torch.sin -> torch.sort: synthesised by warpgym synth (seed 7, index 1646, torch#4, dim 0 x792)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> MaxPool2d -> torch.sin -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.maxpool2d_1 = nn.MaxPool2d(kernel_size=3)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.maxpool2d_1(x)
        x = torch.sin(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(12672, 32, 256)]


def get_init_inputs():
    return []
