"""hf.T5LayerNorm -> Tanh -> hf.MishActivation -> LayerNorm: synthesised by warpgym synth (seed 7, index 5941, transformers#4, dim 0 x340)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import MishActivation
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> Tanh -> hf.MishActivation -> LayerNorm"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=256)
        self.tanh_1 = nn.Tanh()
        self.mishactivation_2 = MishActivation()
        self.layernorm_3 = nn.LayerNorm(normalized_shape=256)

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = self.tanh_1(x)
        x = self.mishactivation_2(x)
        x = self.layernorm_3(x)
        return x


def get_inputs():
    return [torch.randn(174080, 256)]


def get_init_inputs():
    return []
