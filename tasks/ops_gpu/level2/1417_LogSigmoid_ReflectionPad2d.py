"""LogSigmoid -> ReflectionPad2d: synthesised by warpgym synth (seed 7, index 2270, torch#2, dim 0 x1215)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """LogSigmoid -> ReflectionPad2d"""

    def __init__(self):
        super().__init__()
        self.logsigmoid_0 = nn.LogSigmoid()
        self.reflectionpad2d_1 = nn.ReflectionPad2d(padding=1)

    def forward(self, x):
        x = self.logsigmoid_0(x)
        x = self.reflectionpad2d_1(x)
        return x


def get_inputs():
    return [torch.randn(19440, 32, 256)]


def get_init_inputs():
    return []
