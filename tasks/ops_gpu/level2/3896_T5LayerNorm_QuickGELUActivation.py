"""hf.T5LayerNorm -> hf.QuickGELUActivation: synthesised by warpgym synth (seed 7, index 6134, transformers#2, dim 0 x5847)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import QuickGELUActivation
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> hf.QuickGELUActivation"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)
        self.quickgeluactivation_1 = QuickGELUActivation()

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.quickgeluactivation_1(x)
        return x


def get_inputs():
    return [torch.randn(748416, 256)]


def get_init_inputs():
    return []
