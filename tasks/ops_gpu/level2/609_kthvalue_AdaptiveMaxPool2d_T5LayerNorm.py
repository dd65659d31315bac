"""torch.kthvalue -> AdaptiveMaxPool2d -> hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 976, transformers#3, dim 0 x9939)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """torch.kthvalue -> AdaptiveMaxPool2d -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.adaptivemaxpool2d_1 = nn.AdaptiveMaxPool2d(output_size=4)
        self.t5layernorm_2 = T5LayerNorm(hidden_size=4)

    def forward(self, x):
        x = torch.kthvalue(x, 2)[0]
        x = self.adaptivemaxpool2d_1(x)
        x = self.t5layernorm_2(x)
        return x


def get_inputs():
    return [torch.randn(39756, 16, 8, 8, 8)]


def get_init_inputs():
    return []
