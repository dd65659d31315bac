"""torch.geqrf -> torch.hypot -> hf.T5LayerNorm -> hf.ReLUSquaredActivation: synthesised by warpgym synth (seed 7, index 115, transformers#4)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.activations import ReLUSquaredActivation
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """torch.geqrf -> torch.hypot -> hf.T5LayerNorm -> hf.ReLUSquaredActivation"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_2 = T5LayerNorm(hidden_size=8)
        self.relusquaredactivation_3 = ReLUSquaredActivation()

    def forward(self, x, x1):
        x = torch.geqrf(x)[0]
        x = torch.hypot(x, x1)
        x = self.t5layernorm_2(x)
        x = self.relusquaredactivation_3(x)
        return x


def get_inputs():
    return [torch.randn(4, 16, 8, 8, 8), torch.randn(4, 16, 8, 8, 8)]


def get_init_inputs():
    return []
