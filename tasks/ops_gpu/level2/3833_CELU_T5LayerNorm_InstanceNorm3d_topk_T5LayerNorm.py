"""CELU -> hf.T5LayerNorm -> InstanceNorm3d -> torch.topk -> hf.T5LayerNorm: synthesised by warpgym synth (seed 7, index 6029, transformers#5, dim 0 x754)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """CELU -> hf.T5LayerNorm -> InstanceNorm3d -> torch.topk -> hf.T5LayerNorm"""

    def __init__(self):
        super().__init__()
        self.celu_0 = nn.CELU()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=32)
        self.instancenorm3d_2 = nn.InstanceNorm3d(num_features=32)
        self.t5layernorm_4 = T5LayerNorm(hidden_size=2)

    def forward(self, x):
        x = self.celu_0(x)
        x = self.t5layernorm_1(x)
        x = self.instancenorm3d_2(x)
        x = torch.topk(x, 2)[0]
        x = self.t5layernorm_4(x)
        return x


def get_inputs():
    return [torch.randn(6032, 16, 32, 32)]


def get_init_inputs():
    return []
