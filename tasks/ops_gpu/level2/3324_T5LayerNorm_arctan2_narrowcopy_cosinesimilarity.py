"""hf.T5LayerNorm -> torch.arctan2 -> torch.narrow_copy -> F.cosine_similarity: synthesised by warpgym synth (seed 7, index 5234, transformers#4, dim 0 x511)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """hf.T5LayerNorm -> torch.arctan2 -> torch.narrow_copy -> F.cosine_similarity"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_0 = T5LayerNorm(hidden_size=128)

    def forward(self, x, x1, x2):
        x = self.t5layernorm_0(x)
        x = torch.arctan2(x, x1)
        x = torch.narrow_copy(x, -1, 2, 2)
        x = F.cosine_similarity(x, x2)
        return x


def get_inputs():
    return [torch.randn(8176, 64, 128), torch.randn(8176, 64, 128), torch.randn(8176, 64, 2)]


def get_init_inputs():
    return []
