"""hf.MishActivation -> hf.T5LayerNorm -> LayerNorm: synthesised by warpgym synth (seed 10, index 147, transformers#3, dim 0 x803)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.MishActivation -> hf.T5LayerNorm -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.mishactivation_0 = MishActivation()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=256)
        self.layernorm_2 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.mishactivation_0(x)
        x = self.t5layernorm_1(x)
        x = self.layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(205568, 256)]


def get_init_inputs():
    return []
