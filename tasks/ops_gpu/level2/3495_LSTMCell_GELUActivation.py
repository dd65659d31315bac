"""LSTMCell -> hf.GELUActivation: synthesised by warpgym synth (seed 7, index 5489, transformers#2, dim 0 x368)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import GELUActivation


class Model(nn.Module):
    """LSTMCell -> hf.GELUActivation"""

    def __init__(self):
        super().__init__()
        self.lstmcell_0 = nn.LSTMCell(hidden_size=256, input_size=256)
        self.geluactivation_1 = GELUActivation()

    def forward(self, x):
        x = self.lstmcell_0(x)[0]
        x = self.geluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(94208, 256)]


def get_init_inputs():
    return []
