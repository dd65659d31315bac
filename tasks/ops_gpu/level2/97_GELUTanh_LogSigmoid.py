"""hf.GELUTanh -> LogSigmoid: synthesised by warpgym synth (seed 7, index 139, transformers#2, dim 0 x218)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh


class Model(nn.Module):
    """hf.GELUTanh -> LogSigmoid"""

    def __init__(self):
        super().__init__()
        self.gelutanh_0 = GELUTanh(use_gelu_tanh_python=True)
        self.logsigmoid_1 = nn.LogSigmoid()

    def forward(self, x):
        x = self.gelutanh_0(x)
        x = self.logsigmoid_1(x)
        return x


def get_inputs():
    return [torch.randn(1744, 64, 16, 16)]


def get_init_inputs():
    return []
