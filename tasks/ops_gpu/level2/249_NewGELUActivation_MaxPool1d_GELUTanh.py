"""hf.NewGELUActivation -> MaxPool1d -> hf.GELUTanh: synthesised by warpgym synth (seed 7, index 386, transformers#3, dim 0 x359)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUTanh
from transformers.activations import NewGELUActivation


class Model(nn.Module):
    """hf.NewGELUActivation -> MaxPool1d -> hf.GELUTanh"""

    def __init__(self):
        super().__init__()
        self.newgeluactivation_0 = NewGELUActivation()
        self.maxpool1d_1 = nn.MaxPool1d(kernel_size=3)
        self.gelutanh_2 = GELUTanh(use_gelu_tanh_python=True)

    def forward(self, x):
        x = self.newgeluactivation_0(x)
        x = self.maxpool1d_1(x)
        x = self.gelutanh_2(x)
        return x


def get_inputs():
    return [torch.randn(5744, 32, 256)]


def get_init_inputs():
    return []
