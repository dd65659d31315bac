import torch
import torch.nn as nn

import cuda_extension


class ModelNew(nn.Module):
    def __init__(self, input_size: int, hidden1: int, hidden2: int, output_size: int):
        super().__init__()
        # Same parameter names as Model so load_state_dict works; the layers are never called.
        self.fc1 = nn.Linear(input_size, hidden1)
        self.fc2 = nn.Linear(hidden1, hidden2)
        self.fc3 = nn.Linear(hidden2, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return cuda_extension.tiny_mlp(x, self.fc1.weight, self.fc1.bias, self.fc2.weight,
                                       self.fc2.bias, self.fc3.weight, self.fc3.bias)
