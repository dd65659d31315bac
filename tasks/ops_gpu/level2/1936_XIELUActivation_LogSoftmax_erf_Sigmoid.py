"""hf.XIELUActivation -> LogSoftmax -> torch.erf -> Sigmoid: synthesised by warpgym synth (seed 7, index 3061, transformers#4, dim 0 x267)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import XIELUActivation


class Model(nn.Module):
    """hf.XIELUActivation -> LogSoftmax -> torch.erf -> Sigmoid"""

    def __init__(self):
        super().__init__()
        self.xieluactivation_0 = XIELUActivation()
        self.logsoftmax_1 = nn.LogSoftmax()
        self.sigmoid_3 = nn.Sigmoid()

    def forward(self, x):
        x = self.xieluactivation_0(x)
        x = self.logsoftmax_1(x)
        x = torch.erf(x)
        x = self.sigmoid_3(x)
        return x


def get_inputs():
    return [torch.randn(17088, 1024)]


def get_init_inputs():
    return []
