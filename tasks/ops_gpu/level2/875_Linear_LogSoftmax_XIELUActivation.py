"""Linear -> LogSoftmax -> hf.XIELUActivation: synthesised by warpgym synth (seed 7, index 1429, transformers#3, dim 0 x4474)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """Linear -> LogSoftmax -> hf.XIELUActivation"""

    def __init__(self):
        super().__init__()
        self.linear_0 = nn.Linear(in_features=8, out_features=8)
        self.logsoftmax_1 = nn.LogSoftmax()
        self.xieluactivation_2 = XIELUActivation()

    def forward(self, x):
        x = self.linear_0(x)
        x = self.logsoftmax_1(x)
        x = self.xieluactivation_2(x)
        return x


def get_inputs():
    return [torch.randn(17896, 16, 8, 8, 8)]


def get_init_inputs():
    return []
