"""torch.topk -> hf.MistralRMSNorm -> F.pairwise_distance: synthesised by warpgym synth (seed 7, index 4542, transformers#3, dim 0 x2685)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.mistral.modeling_mistral import MistralRMSNorm


class Model(nn.Module):
    """torch.topk -> hf.MistralRMSNorm -> F.pairwise_distance"""

    def __init__(self):
        super().__init__()
        self.mistralrmsnorm_1 = MistralRMSNorm(hidden_size=2)

    def forward(self, x, x1):
        x = torch.topk(x, 2)[0]
        x = self.mistralrmsnorm_1(x)
        x = F.pairwise_distance(x, x1)
        return x


def get_inputs():
    return [torch.randn(42960, 32, 256), torch.randn(42960, 32, 2)]


def get_init_inputs():
    return []
