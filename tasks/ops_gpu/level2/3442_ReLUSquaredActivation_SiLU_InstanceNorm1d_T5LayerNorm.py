"""hf.ReLUSquaredActivation -> SiLU -> InstanceNorm1d -> hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 5406, transformers#4, dim 0 x598)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.ReLUSquaredActivation -> SiLU -> InstanceNorm1d -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.relusquaredactivation_0 = ReLUSquaredActivation()
        self.silu_1 = nn.SiLU()
        self.instancenorm1d_2 = nn.InstanceNorm1d(num_features=256)
        self.t5layernorm_3 = T5LayerNorm(hidden_size=256)

    def forward(self, x):
        x = self.relusquaredactivation_0(x)
        x = self.silu_1(x)
        x = self.instancenorm1d_2(x)
        x = self.t5layernorm_3(x)
        return x


def get_inputs():
    return [torch.randn(153088, 256)]


def get_init_inputs():
    return []
