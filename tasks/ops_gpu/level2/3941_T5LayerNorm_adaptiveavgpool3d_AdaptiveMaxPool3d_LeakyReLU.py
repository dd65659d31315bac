"""hf.T5LayerNorm -> F.adaptive_avg_pool3d -> AdaptiveMaxPool3d -> LeakyReLU: synthesised by warpgym synth (seed 7, index 6201, transformers#4, dim 0 x2964)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> F.adaptive_avg_pool3d -> AdaptiveMaxPool3d -> LeakyReLU"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=32)
        self.adaptivemaxpool3d_2 = nn.AdaptiveMaxPool3d(output_size=4)
        self.leakyrelu_3 = nn.LeakyReLU()

    def forward(self, x):
        x = self.t5layernorm_0(x)
        x = F.adaptive_avg_pool3d(x, output_size=4)
        x = self.adaptivemaxpool3d_2(x)
        x = self.leakyrelu_3(x)
        return x


def get_inputs():
    return [torch.randn(11856, 32, 32, 32)]


def get_init_inputs():
    return []
