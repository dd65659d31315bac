"""torch.nextafter -> hf.T5LayerNorm -> F.triplet_margin_loss: synthesised by warpgym synth (seed 7, index 1572, transformers#3, dim 0 x378)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """torch.nextafter -> hf.T5LayerNorm -> F.triplet_margin_loss"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=32)

    def forward(self, x, x1, x2, x3):
        x = torch.nextafter(x, x1)
        x = self.t5layernorm_1(x)
        x = F.triplet_margin_loss(x, negative=x2, positive=x3)
        return x


def get_inputs():
    return [torch.randn(3024, 16, 32, 32), torch.randn(3024, 16, 32, 32), torch.randn(3024, 16, 32, 32), torch.randn(3024, 16, 32, 32)]


def get_init_inputs():
    return []
