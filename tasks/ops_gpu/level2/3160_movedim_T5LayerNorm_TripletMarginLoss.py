"""torch.movedim -> hf.T5LayerNorm -> TripletMarginLoss: synthesised by warpgym synth (seed 7, index 4315, transformers#3, dim 0 x77)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from transformers.models.t5.modeling_t5 import T5LayerNorm


class Model(nn.Module):
    """torch.movedim -> hf.T5LayerNorm -> TripletMarginLoss"""

    def __init__(self):
        super().__init__()
        self.t5layernorm_1 = T5LayerNorm(hidden_size=256)
        self.tripletmarginloss_2 = nn.TripletMarginLoss()

    def forward(self, x, x1, x2):
        x = torch.movedim(x, 2, 1)
        x = self.t5layernorm_1(x)
        x = self.tripletmarginloss_2(x, x1, x2)
        return x


def get_inputs():
    return [torch.randn(616, 256, 128), torch.randn(616, 128, 256), torch.randn(616, 128, 256)]


def get_init_inputs():
    return []
