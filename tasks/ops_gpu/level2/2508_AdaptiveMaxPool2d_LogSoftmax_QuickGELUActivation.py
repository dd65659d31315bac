"""AdaptiveMaxPool2d -> LogSoftmax -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 3974, transformers#3, dim 0 x6664)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation


class Model(nn.Module):
    """AdaptiveMaxPool2d -> LogSoftmax -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_0 = nn.AdaptiveMaxPool2d(output_size=4)
        self.logsoftmax_1 = nn.LogSoftmax()
        self.quickgeluactivation_2 = QuickGELUActivation()

    def forward(self, x):
        x = self.adaptivemaxpool2d_0(x)
        x = self.logsoftmax_1(x)
        x = self.quickgeluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(53312, 16, 32, 32)]


def get_init_inputs():
    return []
